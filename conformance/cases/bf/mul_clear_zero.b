A multiply loop with a clear in its body that runs zero times leaves the cell it would clear alone
>+++++++++++++++++++++++++++++++++++++++++++++++++<[->[-]<]>.
