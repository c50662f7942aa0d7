// Browser module.
