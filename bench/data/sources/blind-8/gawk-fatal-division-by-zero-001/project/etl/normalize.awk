# etl/normalize.awk: daily consumption per meter from cumulative readings
# input: meter,day_number,reading_kwh   output: meter day kwh_per_day
BEGIN {
    FS = ","
    OFS = "\t"
}
FNR == 1 { next }    # header
{
    meter = $1; day = $2 + 0; reading = $3 + 0
    if (meter in last_day) {
        days = day - last_day[meter]
        used = reading - last_reading[meter]
        rate = used / days
        printf "%s\t%s\tday %d\t%.3f kWh/day\n", FILENAME, meter, day, rate
        total[meter] += used
    }
    last_day[meter] = day
    last_reading[meter] = reading
}
END {
    for (m in total) n++
    printf "%d meters, %d rows\n", n, NR
}
