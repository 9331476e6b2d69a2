print("before")
data = bytes(3)
print(data)
