scans that start on a zero cell move nowhere
[>][<][>>>][<<]
+++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++.
