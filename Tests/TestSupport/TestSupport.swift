// Test helpers shared by the test targets.
