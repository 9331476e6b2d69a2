print(pow(3, 200, 1000000007), pow(2, 10**18, 10**9 + 7), pow(-3, 5, 7), pow(3, 5, -7))
print(pow(3, -1, 7), pow(10, -2, 13), pow(5, 0, 1), pow(0, 0, 5))
for args in ((2, 3, 0), (2, -1, 4)):
    try:
        print(pow(*args))
    except ValueError as e:
        print("ValueError:", e)
