data = b"raw bytes"
print(data)
