// Catalog module.
