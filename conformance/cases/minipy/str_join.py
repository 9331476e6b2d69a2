print(",".join(["a", "b", "c"]), "".join([]), "-".join("xyz"), " ".join(str(i) for i in range(5)))
print(", ".join(map(str, [1.5, 2, None])), "::".join(("only",)), "+".join({"k": 1, "j": 2}))
try:
    ",".join(["a", 1])
except TypeError as e:
    print("TypeError:", e)
