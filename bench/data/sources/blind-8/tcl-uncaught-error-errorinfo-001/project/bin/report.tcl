#!/usr/bin/env tclsh
# bin/report.tcl: monthly revenue report in EUR

source [file join [file dirname [info script]] .. lib rates.tcl]
fconfigure stdout -buffering line

proc load_invoices {path} {
    set f [open $path r]
    set rows {}
    gets $f header
    while {[gets $f line] >= 0} {
        lappend rows [split $line ,]
    }
    close $f
    return $rows
}

proc summarize {rows} {
    set total 0.0
    set n 0
    foreach row $rows {
        lassign $row id customer amount currency
        set eur [convert $amount $currency]
        set total [expr {$total + $eur}]
        incr n
        puts [format "invoice %-10s %-18s %10.2f %s -> %10.2f EUR" $id $customer $amount $currency $eur]
        if {$n % 50 == 0} {
            puts [format "... %d invoices, running total %.2f EUR" $n $total]
        }
    }
    return [list $n $total]
}

set rows [load_invoices [lindex $argv 0]]
puts "loaded [llength $rows] invoices from [lindex $argv 0]"
lassign [summarize $rows] n total
puts [format "TOTAL %d invoices %.2f EUR" $n $total]
