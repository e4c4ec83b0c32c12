# lib/rates.tcl: EUR conversion rates (month-end fixing)
array set rates {
    EUR 1.0
    USD 0.9210
    GBP 1.1650
    SEK 0.0871
    NOK 0.0852
    DKK 0.1341
    JPY 0.0061
}

proc convert {amount currency} {
    global rates
    set rate $rates($currency)
    return [expr {$amount * $rate}]
}
