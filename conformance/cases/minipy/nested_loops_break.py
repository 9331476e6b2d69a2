found = None
for i in range(1, 10):
    for j in range(1, 10):
        if i * j == 42:
            found = (i, j)
            break
    if found:
        break
print(found)
total = 0
for i in range(5):
    j = 0
    while j < i:
        total += j
        j += 1
print(total)
