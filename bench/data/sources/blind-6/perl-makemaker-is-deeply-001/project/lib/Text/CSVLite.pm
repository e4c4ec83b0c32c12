package Text::CSVLite;
use strict;
use warnings;
use Exporter 'import';
our @EXPORT_OK = qw(split_line join_line);
our $VERSION = '0.31';

# Split one CSV line; double-quoted fields may contain commas.
sub split_line {
    my ($line) = @_;
    my @fields = split /,/, $line, -1;
    s/^"(.*)"$/$1/ for @fields;
    return \@fields;
}

sub join_line {
    my @f = map { /[,"]/ ? '"' . s/"/""/gr . '"' : $_ } @_;
    return join ',', @f;
}

1;
