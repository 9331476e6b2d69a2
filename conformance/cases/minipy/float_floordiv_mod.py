for a in (7.5, -7.5, 0.0, 1e10, -0.1):
    for b in (2.0, -2.0, 0.3, 1e-3):
        print(a, b, a // b, a % b, divmod(a, b))
print(7 // 2.0, 7 % 2.5, -7 % 2.5, 5.5 // 1, -0.0 % 1, 0.0 % -1)
for op in ("//", "%", "divmod", "/"):
    try:
        if op == "//": 1.0 // 0
        elif op == "%": 1.0 % 0
        elif op == "divmod": divmod(1.0, 0.0)
        else: 1.0 / 0
    except ZeroDivisionError as e:
        print(op, "ZeroDivisionError:", e)
