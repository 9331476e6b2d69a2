print('single', "double", """triple
quoted""", '''also triple''')
print(r"raw \n stays", "tab\tand\\backslash", "\x41\u00e9\U0001F600", "adjacent " "strings " 'joined')
print("quote ' inside", 'quote " inside', "\"escaped\"", len("\n"), len(r"\n"))
print(f"f-{'str'}ing" "plain", rf"{1+1}\d", len("""
"""))
