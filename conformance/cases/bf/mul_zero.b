A multiply loop that runs zero times leaves the other cells alone
>+++[-]<[->+<]>+++++++++++++++++++++++++++++++++++++++++++++++++.
