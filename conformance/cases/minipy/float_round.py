for x in (0.5, 1.5, 2.5, 3.5, -0.5, -1.5, 2.675, 1.005, 0.125, 0.375, 123.456, -123.456, 1e20):
    print(x, round(x), round(x, 1), round(x, 2), round(x, -1))
print(round(1e300, -300), round(5e-324, 400), round(0.5, 0), round(-0.4), type(round(2.5)).__name__)
print(round(2.5, None), round(float("inf"), 2))
for v in (float("inf"), float("nan")):
    try:
        round(v)
    except (OverflowError, ValueError) as e:
        print(type(e).__name__ + ":", e)
