print(int(1e18), int(-2.5), int(1.9999999999999999))
try:
    int(float("nan"))
except ValueError as e:
    print("ValueError:", e)
int(float("inf"))
