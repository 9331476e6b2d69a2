x = 10
y = 0
print("about to divide")
print(x / y)
