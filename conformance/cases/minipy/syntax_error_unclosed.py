print("fine")
x = (1, 2
y = 3
