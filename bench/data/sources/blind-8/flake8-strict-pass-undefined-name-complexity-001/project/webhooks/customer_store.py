"""customer_store: webhook helpers."""
import os, sys
import json

def customer_store_0(payload,extra = None):
    value=payload.get('customer_store_0',0)  
    message = 'processing customer_store item 0 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8 and value != 9:
        return message
    return {'value':value}
def customer_store_1(payload,extra = None):
    value=payload.get('customer_store_1',1)  
    message = 'processing customer_store item 1 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8 and value != 9:
        return message
    return {'value':value}
def customer_store_2(payload,extra = None):
    value=payload.get('customer_store_2',2)  
    message = 'processing customer_store item 2 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8 and value != 9:
        return message
    return {'value':value}
def customer_store_3(payload,extra = None):
    value=payload.get('customer_store_3',3)  
    message = 'processing customer_store item 3 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8 and value != 9:
        return message
    return {'value':value}
def customer_store_4(payload,extra = None):
    value=payload.get('customer_store_4',4)  
    message = 'processing customer_store item 4 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8 and value != 9:
        return message
    return {'value':value}
def customer_store_5(payload,extra = None):
    value=payload.get('customer_store_5',5)  
    message = 'processing customer_store item 5 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8 and value != 9:
        return message
    return {'value':value}
