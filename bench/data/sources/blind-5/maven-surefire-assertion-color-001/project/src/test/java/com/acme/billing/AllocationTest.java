package com.acme.billing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class AllocationTest {
    @Test
    void evenSplit() {
        assertArrayEquals(new long[] {50, 50}, Allocation.split(100, 2));
    }

    @Test
    void remainderGoesToFirstParts() {
        assertArrayEquals(new long[] {34, 33, 33}, Allocation.split(100, 3));
    }

    @Test
    void sharesAddUp() {
        assertEquals(1001, Arrays.stream(Allocation.split(1001, 7)).sum());
    }
}
