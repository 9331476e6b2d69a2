s = "Hello, World!"
print(s[0], s[-1], s[7:], s[:5], s[::2], s[::-1], s[-6:-1], s[100:], s[3:1], s[1:10:3], s[::-3])
print(s[-100:3], s[:], len(s), s[5:5] == "", "日本語テキスト"[1:4], "日本語"[::-1])
try:
    s[13]
except IndexError as e:
    print("IndexError:", e)
