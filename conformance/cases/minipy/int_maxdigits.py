x = 10 ** 4299
print(len(str(x)))
try:
    s = str(10 ** 4300)
except ValueError as e:
    print("ValueError:", e)
try:
    int("1" * 4301)
except ValueError as e:
    print("ValueError:", e)
print(len(hex(10 ** 5000)))
