name = input()
age = int(input("How old? "))
print(f"Hello {name}, next year you will be {age + 1}")
numbers = [int(x) for x in input().split()]
print(sum(numbers), max(numbers))
try:
    input()
except EOFError as e:
    print("EOFError:", e)
