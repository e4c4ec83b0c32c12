package Text::Slug;
use strict;
use warnings;
use Exporter 'import';
our @EXPORT_OK = qw(slugify);

# Lower-case, replace anything that is not a letter or digit by '-', trim '-'.
sub slugify {
    my ($s) = @_;
    $s = lc $s;
    $s =~ s/[^a-z0-9]/-/g;
    $s =~ s/^-+|-+$//g;
    return $s;
}

1;
