package com.acme.billing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class InvoiceRulesTest {
    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule0(long x) {
        assertEquals(x * 2 + 2, InvoiceRules.rule0(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule1(long x) {
        assertEquals(x * 3 + 2, InvoiceRules.rule1(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule2(long x) {
        assertEquals(x * 4 + 2, InvoiceRules.rule2(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule3(long x) {
        assertEquals(x * 5 + 2, InvoiceRules.rule3(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule4(long x) {
        assertEquals(x * 6 + 2, InvoiceRules.rule4(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule5(long x) {
        assertEquals(x * 7 + 2, InvoiceRules.rule5(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule6(long x) {
        assertEquals(x * 8 + 2, InvoiceRules.rule6(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule7(long x) {
        assertEquals(x * 9 + 2, InvoiceRules.rule7(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule8(long x) {
        assertEquals(x * 10 + 2, InvoiceRules.rule8(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule9(long x) {
        assertEquals(x * 11 + 2, InvoiceRules.rule9(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule10(long x) {
        assertEquals(x * 12 + 2, InvoiceRules.rule10(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule11(long x) {
        assertEquals(x * 13 + 2, InvoiceRules.rule11(x));
    }

}
