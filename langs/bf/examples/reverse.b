Prints its standard input backwards

Each byte goes into a fresh cell (fresh cells hold 0 and EOF leaves the
cell unchanged so the reading loop stops at EOF); then walk back printing
>,[>,]
<[.<]
