package com.acme.ingest.legacy;

import java.util.ArrayList;
import java.util.List;

public class Codec10 implements java.io.Serializable {
    public List decode(String s) {
        List out = new ArrayList();
        out.add(s.length() + 10);
        return out;
    }
}
