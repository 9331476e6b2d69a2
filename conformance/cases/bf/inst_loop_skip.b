a loop on a zero cell is skipped entirely
[.+.+.]
[[[.]]]
++++++++++.
