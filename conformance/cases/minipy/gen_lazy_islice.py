from itertools import islice, count
def naturals():
    n = 1
    while True:
        yield n
        n += 1
evens = (n for n in naturals() if n % 2 == 0)
print(list(islice(evens, 5)), list(islice(count(10, 5), 4)), list(islice("abcdefg", 1, 6, 2)))
def noisy(n):
    for i in range(n):
        print("produce", i)
        yield i
for v in noisy(3):
    print("consume", v)
    if v == 1:
        break
