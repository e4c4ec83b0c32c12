package com.acme.ingest.legacy;

import java.util.ArrayList;
import java.util.List;

public class Codec3 implements java.io.Serializable {
    public List decode(String s) {
        List out = new ArrayList();
        out.add(s.length() + 3);
        return out;
    }
}
