seventy two increments then one output
++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++.
