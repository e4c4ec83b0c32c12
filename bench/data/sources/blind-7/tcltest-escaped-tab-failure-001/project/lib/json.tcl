# Minimal JSON encoding for the config exporter.
namespace eval json {}

proc json::encode {type value} {
    switch -- $type {
        string {
            set escaped [string map {\\ \\\\ \" \\\" \n \\n} $value]
            return "\"$escaped\""
        }
        number { return [expr {$value}] }
        default { error "unknown JSON type: $type" }
    }
}

proc json::split_list {text} {
    return [lrange [split $text ,] 0 end-1]
}
