words = ["banana", "Apple", "cherry", "apple", "Banana", "date"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len), sorted(words, key=len, reverse=True))
pairs = [(2, "b"), (1, "z"), (2, "a"), (1, "a"), (3, "c")]
pairs.sort(key=lambda p: p[0])
print(pairs)
pairs.sort(key=lambda p: p[0], reverse=True)
print(pairs)
nums = [5, -3, 2, -8, 0, 7]
nums.sort()
print(nums, sorted(nums, key=abs), sorted(nums, reverse=True), nums.sort() is None)
print(sorted([3.5, 1, 2.25, -1]), sorted("hello"), sorted((3, 1, 2)), sorted({"b": 1, "a": 2}))
try:
    sorted([1, "a"])
except TypeError as e:
    print("TypeError:", e)
