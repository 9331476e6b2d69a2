from collections import namedtuple, defaultdict
Item = namedtuple("Item", "name category price qty")
stock = [Item("apple", "fruit", 0.5, 100), Item("pear", "fruit", 0.75, 40), Item("hammer", "tools", 12.0, 5),
         Item("saw", "tools", 20.5, 2), Item("milk", "dairy", 1.2, 30)]
by_cat = defaultdict(list)
for it in stock:
    by_cat[it.category].append(it)
for cat in sorted(by_cat):
    items = by_cat[cat]
    value = sum(i.price * i.qty for i in items)
    print(f"{cat:>6}: {len(items)} items, value {value:8.2f}, top {max(items, key=lambda i: i.price).name}")
print(sorted(stock, key=lambda i: i.price * i.qty, reverse=True)[0])
