for i in range(2, 30):
    for d in range(2, i):
        if i % d == 0:
            break
    else:
        print(i, "is prime")
for ch in "abc":
    if ch == "b":
        continue
    print(ch)
else:
    print("done")
for x in []:
    print("never")
else:
    print("empty loop else")
