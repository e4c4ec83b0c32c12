PRICES_CENTS = {'basic': 900, 'team': 2900, 'pro': 10000, 'scale': 24900, 'enterprise': 99900}
