package com.acme.billing;

import com.acme.billing.model.*;

/** A smoke test run in CI before the docs are built. */
public final class SelfTest {
    private static int passed;

    private SelfTest() {
    }

    private static void check(String what, long got, long want) {
        if (got != want) {
            throw new AssertionError(what + ": got " + got + ", want " + want);
        }
        passed++;
        System.out.println("PASS " + what + " == " + want);
    }

    /**
     * Runs the checks.
     *
     * @param args unused
     */
    public static void main(String[] args) {
        check("Account.scale(0)", new Account().scale(0), 0);
        check("Account.scale(1)", new Account().scale(1), 2);
        check("Account.scale(2)", new Account().scale(2), 4);
        check("Account.scale(3)", new Account().scale(3), 6);
        check("Account.scale(4)", new Account().scale(4), 8);
        check("Account.scale(5)", new Account().scale(5), 10);
        check("Account.scale(6)", new Account().scale(6), 12);
        check("Account.scale(7)", new Account().scale(7), 14);
        check("Adjustment.scale(0)", new Adjustment().scale(0), 1);
        check("Adjustment.scale(1)", new Adjustment().scale(1), 4);
        check("Adjustment.scale(2)", new Adjustment().scale(2), 7);
        check("Adjustment.scale(3)", new Adjustment().scale(3), 10);
        check("Adjustment.scale(4)", new Adjustment().scale(4), 13);
        check("Adjustment.scale(5)", new Adjustment().scale(5), 16);
        check("Adjustment.scale(6)", new Adjustment().scale(6), 19);
        check("Adjustment.scale(7)", new Adjustment().scale(7), 22);
        check("Charge.scale(0)", new Charge().scale(0), 2);
        check("Charge.scale(1)", new Charge().scale(1), 6);
        check("Charge.scale(2)", new Charge().scale(2), 10);
        check("Charge.scale(3)", new Charge().scale(3), 14);
        check("Charge.scale(4)", new Charge().scale(4), 18);
        check("Charge.scale(5)", new Charge().scale(5), 22);
        check("Charge.scale(6)", new Charge().scale(6), 26);
        check("Charge.scale(7)", new Charge().scale(7), 30);
        check("Credit.scale(0)", new Credit().scale(0), 3);
        check("Credit.scale(1)", new Credit().scale(1), 8);
        check("Credit.scale(2)", new Credit().scale(2), 13);
        check("Credit.scale(3)", new Credit().scale(3), 18);
        check("Credit.scale(4)", new Credit().scale(4), 23);
        check("Credit.scale(5)", new Credit().scale(5), 28);
        check("Credit.scale(6)", new Credit().scale(6), 33);
        check("Credit.scale(7)", new Credit().scale(7), 38);
        check("Customer.scale(0)", new Customer().scale(0), 4);
        check("Customer.scale(1)", new Customer().scale(1), 10);
        check("Customer.scale(2)", new Customer().scale(2), 16);
        check("Customer.scale(3)", new Customer().scale(3), 22);
        check("Customer.scale(4)", new Customer().scale(4), 28);
        check("Customer.scale(5)", new Customer().scale(5), 34);
        check("Customer.scale(6)", new Customer().scale(6), 40);
        check("Customer.scale(7)", new Customer().scale(7), 46);
        check("Discount.scale(0)", new Discount().scale(0), 5);
        check("Discount.scale(1)", new Discount().scale(1), 12);
        check("Discount.scale(2)", new Discount().scale(2), 19);
        check("Discount.scale(3)", new Discount().scale(3), 26);
        check("Discount.scale(4)", new Discount().scale(4), 33);
        check("Discount.scale(5)", new Discount().scale(5), 40);
        check("Discount.scale(6)", new Discount().scale(6), 47);
        check("Discount.scale(7)", new Discount().scale(7), 54);
        check("Dunning.scale(0)", new Dunning().scale(0), 6);
        check("Dunning.scale(1)", new Dunning().scale(1), 14);
        check("Dunning.scale(2)", new Dunning().scale(2), 22);
        check("Dunning.scale(3)", new Dunning().scale(3), 30);
        check("Dunning.scale(4)", new Dunning().scale(4), 38);
        check("Dunning.scale(5)", new Dunning().scale(5), 46);
        check("Dunning.scale(6)", new Dunning().scale(6), 54);
        check("Dunning.scale(7)", new Dunning().scale(7), 62);
        check("Invoice.scale(0)", new Invoice().scale(0), 7);
        check("Invoice.scale(1)", new Invoice().scale(1), 16);
        check("Invoice.scale(2)", new Invoice().scale(2), 25);
        check("Invoice.scale(3)", new Invoice().scale(3), 34);
        check("Invoice.scale(4)", new Invoice().scale(4), 43);
        check("Invoice.scale(5)", new Invoice().scale(5), 52);
        check("Invoice.scale(6)", new Invoice().scale(6), 61);
        check("Invoice.scale(7)", new Invoice().scale(7), 70);
        check("InvoiceLine.scale(0)", new InvoiceLine().scale(0), 8);
        check("InvoiceLine.scale(1)", new InvoiceLine().scale(1), 18);
        check("InvoiceLine.scale(2)", new InvoiceLine().scale(2), 28);
        check("InvoiceLine.scale(3)", new InvoiceLine().scale(3), 38);
        check("InvoiceLine.scale(4)", new InvoiceLine().scale(4), 48);
        check("InvoiceLine.scale(5)", new InvoiceLine().scale(5), 58);
        check("InvoiceLine.scale(6)", new InvoiceLine().scale(6), 68);
        check("InvoiceLine.scale(7)", new InvoiceLine().scale(7), 78);
        check("Payment.scale(0)", new Payment().scale(0), 9);
        check("Payment.scale(1)", new Payment().scale(1), 20);
        check("Payment.scale(2)", new Payment().scale(2), 31);
        check("Payment.scale(3)", new Payment().scale(3), 42);
        check("Payment.scale(4)", new Payment().scale(4), 53);
        check("Payment.scale(5)", new Payment().scale(5), 64);
        check("Payment.scale(6)", new Payment().scale(6), 75);
        check("Payment.scale(7)", new Payment().scale(7), 86);
        check("PaymentPlan.scale(0)", new PaymentPlan().scale(0), 10);
        check("PaymentPlan.scale(1)", new PaymentPlan().scale(1), 22);
        check("PaymentPlan.scale(2)", new PaymentPlan().scale(2), 34);
        check("PaymentPlan.scale(3)", new PaymentPlan().scale(3), 46);
        check("PaymentPlan.scale(4)", new PaymentPlan().scale(4), 58);
        check("PaymentPlan.scale(5)", new PaymentPlan().scale(5), 70);
        check("PaymentPlan.scale(6)", new PaymentPlan().scale(6), 82);
        check("PaymentPlan.scale(7)", new PaymentPlan().scale(7), 94);
        check("Plan.scale(0)", new Plan().scale(0), 11);
        check("Plan.scale(1)", new Plan().scale(1), 24);
        check("Plan.scale(2)", new Plan().scale(2), 37);
        check("Plan.scale(3)", new Plan().scale(3), 50);
        check("Plan.scale(4)", new Plan().scale(4), 63);
        check("Plan.scale(5)", new Plan().scale(5), 76);
        check("Plan.scale(6)", new Plan().scale(6), 89);
        check("Plan.scale(7)", new Plan().scale(7), 102);
        check("Proration.scale(0)", new Proration().scale(0), 12);
        check("Proration.scale(1)", new Proration().scale(1), 26);
        check("Proration.scale(2)", new Proration().scale(2), 40);
        check("Proration.scale(3)", new Proration().scale(3), 54);
        check("Proration.scale(4)", new Proration().scale(4), 68);
        check("Proration.scale(5)", new Proration().scale(5), 82);
        check("Proration.scale(6)", new Proration().scale(6), 96);
        check("Proration.scale(7)", new Proration().scale(7), 110);
        check("Refund.scale(0)", new Refund().scale(0), 13);
        check("Refund.scale(1)", new Refund().scale(1), 28);
        check("Refund.scale(2)", new Refund().scale(2), 43);
        check("Refund.scale(3)", new Refund().scale(3), 58);
        check("Refund.scale(4)", new Refund().scale(4), 73);
        check("Refund.scale(5)", new Refund().scale(5), 88);
        check("Refund.scale(6)", new Refund().scale(6), 103);
        check("Refund.scale(7)", new Refund().scale(7), 118);
        check("Statement.scale(0)", new Statement().scale(0), 14);
        check("Statement.scale(1)", new Statement().scale(1), 30);
        check("Statement.scale(2)", new Statement().scale(2), 46);
        check("Statement.scale(3)", new Statement().scale(3), 62);
        check("Statement.scale(4)", new Statement().scale(4), 78);
        check("Statement.scale(5)", new Statement().scale(5), 94);
        check("Statement.scale(6)", new Statement().scale(6), 110);
        check("Statement.scale(7)", new Statement().scale(7), 126);
        check("Subscription.scale(0)", new Subscription().scale(0), 15);
        check("Subscription.scale(1)", new Subscription().scale(1), 32);
        check("Subscription.scale(2)", new Subscription().scale(2), 49);
        check("Subscription.scale(3)", new Subscription().scale(3), 66);
        check("Subscription.scale(4)", new Subscription().scale(4), 83);
        check("Subscription.scale(5)", new Subscription().scale(5), 100);
        check("Subscription.scale(6)", new Subscription().scale(6), 117);
        check("Subscription.scale(7)", new Subscription().scale(7), 134);
        check("TaxRule.scale(0)", new TaxRule().scale(0), 16);
        check("TaxRule.scale(1)", new TaxRule().scale(1), 34);
        check("TaxRule.scale(2)", new TaxRule().scale(2), 52);
        check("TaxRule.scale(3)", new TaxRule().scale(3), 70);
        check("TaxRule.scale(4)", new TaxRule().scale(4), 88);
        check("TaxRule.scale(5)", new TaxRule().scale(5), 106);
        check("TaxRule.scale(6)", new TaxRule().scale(6), 124);
        check("TaxRule.scale(7)", new TaxRule().scale(7), 142);
        check("Usage.scale(0)", new Usage().scale(0), 17);
        check("Usage.scale(1)", new Usage().scale(1), 36);
        check("Usage.scale(2)", new Usage().scale(2), 55);
        check("Usage.scale(3)", new Usage().scale(3), 74);
        check("Usage.scale(4)", new Usage().scale(4), 93);
        check("Usage.scale(5)", new Usage().scale(5), 112);
        check("Usage.scale(6)", new Usage().scale(6), 131);
        check("Usage.scale(7)", new Usage().scale(7), 150);
        System.out.println(passed + " checks passed");
    }
}
