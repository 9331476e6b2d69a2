a program that would print
++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++.+.
then has a stray closing bracket
]
