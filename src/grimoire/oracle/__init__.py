"""Oracle text to ability IR: the compiler, its grammar, and the coverage report."""
