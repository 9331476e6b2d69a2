x = 42
name = "minipy"
print(f"{x=}", f"{x = }", f"{name=!s}", f"{name=}", f"{x*2=}", f"{x=:>5}", f"{3.5=:.2f}")
