// MockAPI module.
