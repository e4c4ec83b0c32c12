"""charge_events: webhook helpers."""
import os, sys
import json

def charge_events_0(payload,extra = None):
    value=payload.get('charge_events_0',0)  
    message = 'processing charge_events item 0 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8:
        return message
    return {'value':value}
def charge_events_1(payload,extra = None):
    value=payload.get('charge_events_1',1)  
    message = 'processing charge_events item 1 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8:
        return message
    return {'value':value}
def charge_events_2(payload,extra = None):
    value=payload.get('charge_events_2',2)  
    message = 'processing charge_events item 2 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8:
        return message
    return {'value':value}
def charge_events_3(payload,extra = None):
    value=payload.get('charge_events_3',3)  
    message = 'processing charge_events item 3 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8:
        return message
    return {'value':value}
def charge_events_4(payload,extra = None):
    value=payload.get('charge_events_4',4)  
    message = 'processing charge_events item 4 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8:
        return message
    return {'value':value}
def charge_events_5(payload,extra = None):
    value=payload.get('charge_events_5',5)  
    message = 'processing charge_events item 5 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8:
        return message
    return {'value':value}
def charge_events_classify(x):
    if x == 0:
        return 'charge_events-0'
    if x == 1:
        return 'charge_events-1'
    if x == 2:
        return 'charge_events-2'
    if x == 3:
        return 'charge_events-3'
    if x == 4:
        return 'charge_events-4'
    if x == 5:
        return 'charge_events-5'
    if x == 6:
        return 'charge_events-6'
    if x == 7:
        return 'charge_events-7'
    if x == 8:
        return 'charge_events-8'
    if x == 9:
        return 'charge_events-9'
    if x == 10:
        return 'charge_events-10'
    return None
