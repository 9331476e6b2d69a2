text = """the quick brown fox jumps over the lazy dog the fox barks
and the dog sleeps while the quick fox runs"""
freq = {}
for word in text.split():
    freq[word] = freq.get(word, 0) + 1
for word, n in sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:5]:
    print(f"{word:<8}{n:>3} {'#' * n}")
print(len(freq), sum(freq.values()))
