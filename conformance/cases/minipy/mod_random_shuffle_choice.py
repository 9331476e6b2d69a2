import random
random.seed(7)
deck = list(range(1, 11))
random.shuffle(deck)
print(deck)
print([random.choice("abcdef") for _ in range(8)], random.choice([10, 20, 30]))
print(random.sample(range(100), 5), sorted(random.sample(["a", "b", "c", "d"], 2)))
try:
    random.choice([])
except IndexError as e:
    print("IndexError:", e)
try:
    random.randrange(0)
except ValueError as e:
    print("ValueError:", e)
