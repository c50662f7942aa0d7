// Paging module.
