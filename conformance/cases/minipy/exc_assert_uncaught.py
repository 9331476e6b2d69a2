def check(x):
    assert x > 0, f"x must be positive, got {x}"
    return x
print(check(3))
check(-1)
