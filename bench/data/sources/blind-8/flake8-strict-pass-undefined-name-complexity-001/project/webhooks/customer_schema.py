"""customer_schema: webhook helpers."""
import os, sys
import json

def customer_schema_0(payload,extra = None):
    value=payload.get('customer_schema_0',0)  
    message = 'processing customer_schema item 0 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8:
        return message
    return {'value':value}
def customer_schema_1(payload,extra = None):
    value=payload.get('customer_schema_1',1)  
    message = 'processing customer_schema item 1 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8:
        return message
    return {'value':value}
def customer_schema_2(payload,extra = None):
    value=payload.get('customer_schema_2',2)  
    message = 'processing customer_schema item 2 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8:
        return message
    return {'value':value}
def customer_schema_3(payload,extra = None):
    value=payload.get('customer_schema_3',3)  
    message = 'processing customer_schema item 3 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8:
        return message
    return {'value':value}
def customer_schema_4(payload,extra = None):
    value=payload.get('customer_schema_4',4)  
    message = 'processing customer_schema item 4 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8:
        return message
    return {'value':value}
def customer_schema_5(payload,extra = None):
    value=payload.get('customer_schema_5',5)  
    message = 'processing customer_schema item 5 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8:
        return message
    return {'value':value}
