package require tcltest 2.5
namespace import ::tcltest::*
configure -testdir [file dirname [file normalize [info script]]] {*}$argv
set ::exitCode 0
proc ::tcltest::cleanupTestsHook {} {
    variable numTests
    set ::exitCode [expr {$numTests(Failed) > 0}]
}
runAllTests
exit $::exitCode
