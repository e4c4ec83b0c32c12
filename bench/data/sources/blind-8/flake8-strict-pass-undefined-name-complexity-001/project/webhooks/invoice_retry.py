"""invoice_retry: webhook helpers."""
import os, sys
import json

def invoice_retry_0(payload,extra = None):
    value=payload.get('invoice_retry_0',0)  
    message = 'processing invoice_retry item 0 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8:
        return message
    return {'value':value}
def invoice_retry_1(payload,extra = None):
    value=payload.get('invoice_retry_1',1)  
    message = 'processing invoice_retry item 1 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8:
        return message
    return {'value':value}
def invoice_retry_2(payload,extra = None):
    value=payload.get('invoice_retry_2',2)  
    message = 'processing invoice_retry item 2 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8:
        return message
    return {'value':value}
def invoice_retry_3(payload,extra = None):
    value=payload.get('invoice_retry_3',3)  
    message = 'processing invoice_retry item 3 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8:
        return message
    return {'value':value}
def invoice_retry_4(payload,extra = None):
    value=payload.get('invoice_retry_4',4)  
    message = 'processing invoice_retry item 4 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8:
        return message
    return {'value':value}
def invoice_retry_5(payload,extra = None):
    value=payload.get('invoice_retry_5',5)  
    message = 'processing invoice_retry item 5 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8:
        return message
    return {'value':value}
