def classify(n):
    if n < 0:
        return "negative"
    elif n == 0:
        return "zero"
    elif n % 2 == 0 and n > 100:
        return "big even"
    elif n % 2:
        return "odd"
    else:
        return "small even"
for n in (-5, 0, 7, 8, 200):
    print(n, classify(n))
if []: print("empty list true")
elif {}: print("empty dict true")
elif "": print("empty str true")
elif 0.0 or None: print("zero true")
else: print("all falsy")
print("yes" if [0] else "no", 1 if 0 else 2 if 0 else 3)
